def main(k: int, n: int) -> None:
    if n > 5:
        print("big")
    if n % 2 == 0:
        print("even")
    if k > n:
        print("above")
    print(pow(2, k, 7))
