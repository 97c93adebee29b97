# rejects: open() (file access must go through a trusted effect)
import clauz3


def main() -> int:
    handle = open("/etc/passwd")
    return 1
