def main(k: int, n: int) -> None:
    for i in range(3):
        if k > i:
            assert pow(2, k, 7) < 100
        if n == i + 1000:
            assert n * 3 != 3006
