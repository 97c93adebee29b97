# rejects: import of a module outside the allowlist (os)
import clauz3
import os


def main() -> int:
    return 0
