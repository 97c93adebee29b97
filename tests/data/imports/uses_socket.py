import socket


def main() -> int:
    return 0
