import { signupNotAllowed, signupPost } from '@/features/alerts/http/alerts';

export const dynamic = 'force-dynamic';
export const POST = signupPost;
export const GET = signupNotAllowed;
