"""`finally` for cleanup, the program the subset once refused."""


def main() -> int:
    done = 0
    try:
        done = int("7")
    finally:
        print("cleanup")
    return done
