from tools.t.trusted.effects import go
def main(n: int) -> None:
    if 0 < n < 11:
        go(n)
