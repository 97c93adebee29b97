# expect: proved
# inputs: (0,), (-5,), (10**99,), (-(10**99),)
def main(n: int) -> int:
    if abs(n) < 10**100:
        assert int(str(n)) == n
        assert len(str(abs(n))) <= 100
    return n
