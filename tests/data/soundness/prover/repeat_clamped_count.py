# expect: proved
# inputs: ('', 5), ('ab', -1), ('\U0010ffff', 3), ('xyz', 0)
def main(s: str, n: int) -> int:
    if -100 <= n <= 100 and len(s) <= 100:
        t = s * n
        assert len(t) == len(s) * max(n, 0)
        return len(t)
    return 0
