# The twin: a signature made with another key does not verify, so the assert fails whenever
# 0 <= n < 3 (a model that compared only lengths, or ignored the key, would prove it).
# expect: failed
# inputs: (0,), (1,), (2,), (-7,)
import hashlib
import hmac


def main(n: int) -> int:
    if 0 <= n < 3:
        tag = hmac.new(b"secret", b"order-1", hashlib.sha256).hexdigest()
        assert hmac.compare_digest(tag, hmac.new(b"secreT", b"order-1", hashlib.sha256).hexdigest())
    return n
