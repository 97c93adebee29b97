# expect: failed
# inputs: (0,), (10**308,), (10**309,), (-(10**400),)
def main(n: int) -> float:
    if n > 0:
        return float(n) * 0.0
    return 0.0
