def helper() -> int:
    return 2


def main() -> int:
    print("main runs")
    return helper()


main()
