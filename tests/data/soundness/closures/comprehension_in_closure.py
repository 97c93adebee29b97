# expect: proved
# inputs: (0,), (1,), (-1,), (6,)
def main(n: int) -> list[int]:
    step = n

    def ladder() -> list[int]:
        return [step * k for k in range(3)]

    step = n + 1
    out = ladder()
    assert out[1] == n + 1
    return out
