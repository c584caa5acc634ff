import { answerPage } from '@/features/alerts/http/alerts';

export const dynamic = 'force-dynamic';
export const GET = answerPage;
