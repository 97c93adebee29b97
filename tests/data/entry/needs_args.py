def main(n: int) -> int:
    return n


if __name__ == "__main__":
    main()
