# expect: proved
# inputs: (0,), (1,), (5,), (6,)
calls = 0


def bump() -> None:
    global calls
    calls += 1


def main(n: int) -> int:
    if n < 0 or n > 5:
        return 0
    for _ in range(n):
        bump()
    assert calls == n
    return calls
