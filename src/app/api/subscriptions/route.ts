import { signupNotAllowed, signupPost } from '@/http/alerts';

export const dynamic = 'force-dynamic';
export const POST = signupPost;
export const GET = signupNotAllowed;
