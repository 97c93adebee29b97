from tools.net.trusted.effects import fetch, record


def main() -> int:
    try:
        status = fetch("https://example.org")
    except ConnectionRefusedError:
        status = 0
    record(status)
    return status
