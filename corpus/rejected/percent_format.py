# rejects: printf-style % string formatting
import clauz3


def main() -> str:
    amount = 250
    return "paid %d cents" % amount
