# rejects: module-level call (would run outside the proved function)
import clauz3

print("starting up")


def main() -> int:
    return 0
