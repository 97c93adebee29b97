# `,` goes with the decimal and float types only: `{n:,x}` raises ValueError for every int,
# as the spec is read, whatever the value.
# expect: failed
# inputs: (0,), (255,), (-1,), (10**30,)
def main(n: int) -> str:
    return f"{n:,x}"
