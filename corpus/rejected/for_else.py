# rejects: for ... else
import clauz3


def main() -> int:
    found = -1
    for i in range(5):
        if i * i > 10:
            found = i
    else:
        found = found + 100
    return found
