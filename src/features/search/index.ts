export {
  amountConditions,
  and,
  dateConditions,
  equalityCondition,
  idConditions,
  type Equality,
  type KeywordPlan,
  type KeywordQuery,
} from './server/keyword';
export { keywordIndexName, postgresPlan } from './server/keyword-postgres';
export { sqlitePlan } from './server/keyword-sqlite';
