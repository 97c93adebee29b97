def main(level: str, code: int) -> str:
    match {"level": level, "code": code}:
        case {"level": "error" | "fatal", "code": c} if c >= 500:
            assert c > 499
            return "page"
        case {"level": "warn", **rest}:
            assert "code" in rest and "level" not in rest
            return "log"
        case {"code": 404 | 410 as gone}:
            assert gone == code
            return "missing"
        case _:
            return "ignore"
