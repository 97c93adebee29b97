# expect: failed
# inputs: (0,), (1,), (2,), (-4,)
def main(k: int) -> list[int]:
    data = [10, 20, 30]
    return [data[i + k] for i in range(2)]
