# rejects: try/finally
import clauz3


def main() -> int:
    done = 0
    try:
        done = int("7")
    finally:
        print("cleanup")
    return done
