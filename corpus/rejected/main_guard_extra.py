# rejects: a main guard that does more than call the target
import clauz3


def main() -> int:
    return 0


if __name__ == "__main__":
    print("starting")
    main()
