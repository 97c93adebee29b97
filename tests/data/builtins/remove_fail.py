def main(a: int, b: int) -> None:
    xs = [a, 5]
    xs.remove(b)
