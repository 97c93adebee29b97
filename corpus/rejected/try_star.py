# rejects: try/except* (exception groups)
import clauz3


def main() -> int:
    raw = "12x"
    try:
        qty = int(raw)
    except* ValueError:
        qty = 0
    return qty
