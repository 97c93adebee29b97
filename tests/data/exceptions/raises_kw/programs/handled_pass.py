from tools.net.trusted.effects import fetch, record


def main() -> int:
    try:
        status = fetch("https://example.org")
    except (TimeoutError, ConnectionError) as e:
        print("retry later:", e)
        status = 503
    if status != 0:
        record(status)
    return status
