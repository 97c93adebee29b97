# expect: proved
# inputs: (0,), (1,), (-1,), (41,)
def main(n: int) -> int:
    def twice() -> int:
        return helper_value * 2

    helper_value = n + 1
    r = twice()
    assert r == 2 * n + 2
    return r
