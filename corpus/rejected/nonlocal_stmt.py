# rejects: nonlocal statement
import clauz3


def main() -> int:
    sent = 0

    def bump() -> int:
        nonlocal sent
        sent = sent + 1
        return sent

    bump()
    return sent
