import * as migration_20261122_050144_initial from './20261122_050144_initial';
import * as migration_20261122_051230_content_model from './20261122_051230_content_model';
import * as migration_20261123_090220_search from './20261123_090220_search';
import * as migration_20261123_090836_s3_object_key from './20261123_090836_s3_object_key';
import * as migration_20261123_130000_search_by_date from './20261123_130000_search_by_date';
import * as migration_20261123_142945_localized_listings from './20261123_142945_localized_listings';
import * as migration_20261123_234458_drop_login_lockout from './20261123_234458_drop_login_lockout';
import * as migration_20261124_201902_submission_dedupe from './20261124_201902_submission_dedupe';
import * as migration_20261124_203915_records_model from './20261124_203915_records_model';
import * as migration_20261124_205303_api_keys from './20261124_205303_api_keys';
import * as migration_20261124_210124_imports_and_jobs from './20261124_210124_imports_and_jobs';
import * as migration_20261124_232630_alerts from './20261124_232630_alerts';
import * as migration_20261127_043101_ingest_keys from './20261127_043101_ingest_keys';
import * as migration_20261127_074912_organisations from './20261127_074912_organisations';
import * as migration_20261127_075331_search_push from './20261127_075331_search_push';
import * as migration_20261127_081232_keywords from './20261127_081232_keywords';
import * as migration_20261127_093554_leads from './20261127_093554_leads';
import * as migration_20261127_112058_org_rank from './20261127_112058_org_rank';
import * as migration_20261127_150000_keyword_figures from './20261127_150000_keyword_figures';
import * as migration_20261127_160000_keyword_figures_stale from './20261127_160000_keyword_figures_stale';
import * as migration_20261127_161000_unread_indexes from './20261127_161000_unread_indexes';
import * as migration_20261127_220000_locale_parent_indexes from './20261127_220000_locale_parent_indexes';
import * as migration_20261128_011036_alert_slots from './20261128_011036_alert_slots';
import * as migration_20261201_212715_lead_sources from './20261201_212715_lead_sources';
import * as migration_20261202_012142_listing_index_diet from './20261202_012142_listing_index_diet';
import * as migration_20261202_160000_record_days from './20261202_160000_record_days';
import * as migration_20261203_045025_fold_record_texts from './20261203_045025_fold_record_texts';
import * as migration_20261203_150000_candidacy_dates from './20261203_150000_candidacy_dates';
import * as migration_20261203_185641_organisations_unread_index from './20261203_185641_organisations_unread_index';

export const migrations = [
  {
    up: migration_20261122_050144_initial.up,
    down: migration_20261122_050144_initial.down,
    name: '20261122_050144_initial',
  },
  {
    up: migration_20261122_051230_content_model.up,
    down: migration_20261122_051230_content_model.down,
    name: '20261122_051230_content_model',
  },
  {
    up: migration_20261123_090220_search.up,
    down: migration_20261123_090220_search.down,
    name: '20261123_090220_search',
  },
  {
    up: migration_20261123_090836_s3_object_key.up,
    down: migration_20261123_090836_s3_object_key.down,
    name: '20261123_090836_s3_object_key',
  },
  {
    up: migration_20261123_130000_search_by_date.up,
    down: migration_20261123_130000_search_by_date.down,
    name: '20261123_130000_search_by_date',
  },
  {
    up: migration_20261123_142945_localized_listings.up,
    down: migration_20261123_142945_localized_listings.down,
    name: '20261123_142945_localized_listings',
  },
  {
    up: migration_20261123_234458_drop_login_lockout.up,
    down: migration_20261123_234458_drop_login_lockout.down,
    name: '20261123_234458_drop_login_lockout',
  },
  {
    up: migration_20261124_201902_submission_dedupe.up,
    down: migration_20261124_201902_submission_dedupe.down,
    name: '20261124_201902_submission_dedupe',
  },
  {
    up: migration_20261124_203915_records_model.up,
    down: migration_20261124_203915_records_model.down,
    name: '20261124_203915_records_model',
  },
  {
    up: migration_20261124_205303_api_keys.up,
    down: migration_20261124_205303_api_keys.down,
    name: '20261124_205303_api_keys',
  },
  {
    up: migration_20261124_210124_imports_and_jobs.up,
    down: migration_20261124_210124_imports_and_jobs.down,
    name: '20261124_210124_imports_and_jobs',
  },
  {
    up: migration_20261124_232630_alerts.up,
    down: migration_20261124_232630_alerts.down,
    name: '20261124_232630_alerts',
  },
  {
    up: migration_20261127_043101_ingest_keys.up,
    down: migration_20261127_043101_ingest_keys.down,
    name: '20261127_043101_ingest_keys',
  },
  {
    up: migration_20261127_074912_organisations.up,
    down: migration_20261127_074912_organisations.down,
    name: '20261127_074912_organisations',
  },
  {
    up: migration_20261127_075331_search_push.up,
    down: migration_20261127_075331_search_push.down,
    name: '20261127_075331_search_push',
  },
  {
    up: migration_20261127_081232_keywords.up,
    down: migration_20261127_081232_keywords.down,
    name: '20261127_081232_keywords',
  },
  {
    up: migration_20261127_093554_leads.up,
    down: migration_20261127_093554_leads.down,
    name: '20261127_093554_leads',
  },
  {
    up: migration_20261127_112058_org_rank.up,
    down: migration_20261127_112058_org_rank.down,
    name: '20261127_112058_org_rank',
  },
  {
    up: migration_20261127_150000_keyword_figures.up,
    down: migration_20261127_150000_keyword_figures.down,
    name: '20261127_150000_keyword_figures',
  },
  {
    up: migration_20261127_160000_keyword_figures_stale.up,
    down: migration_20261127_160000_keyword_figures_stale.down,
    name: '20261127_160000_keyword_figures_stale',
  },
  {
    up: migration_20261127_161000_unread_indexes.up,
    down: migration_20261127_161000_unread_indexes.down,
    name: '20261127_161000_unread_indexes',
  },
  {
    up: migration_20261127_220000_locale_parent_indexes.up,
    down: migration_20261127_220000_locale_parent_indexes.down,
    name: '20261127_220000_locale_parent_indexes',
  },
  {
    up: migration_20261128_011036_alert_slots.up,
    down: migration_20261128_011036_alert_slots.down,
    name: '20261128_011036_alert_slots',
  },
  {
    up: migration_20261201_212715_lead_sources.up,
    down: migration_20261201_212715_lead_sources.down,
    name: '20261201_212715_lead_sources',
  },
  {
    up: migration_20261202_012142_listing_index_diet.up,
    down: migration_20261202_012142_listing_index_diet.down,
    name: '20261202_012142_listing_index_diet',
  },
  {
    up: migration_20261202_160000_record_days.up,
    down: migration_20261202_160000_record_days.down,
    name: '20261202_160000_record_days',
  },
  {
    up: migration_20261203_045025_fold_record_texts.up,
    down: migration_20261203_045025_fold_record_texts.down,
    name: '20261203_045025_fold_record_texts',
  },
  {
    up: migration_20261203_150000_candidacy_dates.up,
    down: migration_20261203_150000_candidacy_dates.down,
    name: '20261203_150000_candidacy_dates',
  },
  {
    up: migration_20261203_185641_organisations_unread_index.up,
    down: migration_20261203_185641_organisations_unread_index.down,
    name: '20261203_185641_organisations_unread_index',
  },
];
