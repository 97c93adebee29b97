def helper() -> int:
    return 2


def main() -> int:
    print("main runs")
    assert helper() == 2
    return helper()


if __name__ == "__main__":
    main()
