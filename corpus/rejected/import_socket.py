# rejects: import of a module outside the allowlist (socket; `os` is allowed, its members that reach the system are refused where used)
import clauz3
import socket


def main() -> int:
    return 0
