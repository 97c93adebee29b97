from tools.net.trusted.effects import record


def main(status: int) -> int:
    try:
        record(status)
    except Exception:
        return -1
    return status
