# The failing twin of getattr_hook_defaults.py: once `floor` is an instance field the hook no
# longer answers, so the value read is `n`, negative for some inputs. A prover that kept
# asking the hook would prove the assertion.
# expect: failed
# inputs: (-1,), (5,), (-3,), (0,)


class Limits:
    def __init__(self, n):
        self.n = n

    def __getattr__(self, name):
        if name == "floor":
            return 0
        raise AttributeError(name)


def main(n: int) -> int:
    lim = Limits(n)
    lim.floor = n
    assert lim.floor >= 0
    return lim.floor
