# A signature made with hmac verifies against the same key and message and against no other
# message: the model keys sha256 as RFC 2104 does, so the first assert holds for every n and
# the second because the digests of distinct messages differ here.
# expect: proved
# inputs: (0,), (1,), (41,), (-7,)
import hashlib
import hmac


def main(n: int) -> int:
    if 0 <= n < 3:
        tag = hmac.new(b"secret", b"order-1", hashlib.sha256).hexdigest()
        assert hmac.compare_digest(tag, hmac.new(b"secret", b"order-1", "sha256").hexdigest())
        assert not hmac.compare_digest(tag, hmac.new(b"secret", b"order-2", "sha256").hexdigest())
        assert len(tag) == 64
    return n
