// The proof-of-work solver of the captcha, bundled as a worker file of the platform's own (no inline code).
import 'altcha/workers/pbkdf2';
