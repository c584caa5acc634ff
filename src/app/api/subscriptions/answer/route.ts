import { answerPage } from '@/http/alerts';

export const dynamic = 'force-dynamic';
export const GET = answerPage;
