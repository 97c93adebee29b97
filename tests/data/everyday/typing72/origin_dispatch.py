"""Convert raw strings to typed values by dispatching on get_origin of each field's type."""
from typing import Dict, List, Literal, Optional, Tuple, Union, get_args, get_origin


def convert(tp, raw):
    origin = get_origin(tp)
    if origin is None:
        if tp is bool:
            return raw.lower() in ("1", "true", "yes")
        return tp(raw)
    if origin is Union:
        args = get_args(tp)
        if raw == "" and type(None) in args:
            return None
        for arg in args:
            if arg is type(None):
                continue
            try:
                return convert(arg, raw)
            except ValueError:
                continue
        raise ValueError(f"no member of {tp} accepts {raw!r}")
    if origin is Literal:
        if raw not in get_args(tp):
            raise ValueError(f"{raw!r} not in {get_args(tp)}")
        return raw
    if origin is list:
        (item,) = get_args(tp)
        return [convert(item, part) for part in raw.split(",") if part]
    if origin is tuple:
        parts = raw.split(",")
        return tuple(convert(t, p) for t, p in zip(get_args(tp), parts))
    if origin is dict:
        key_t, value_t = get_args(tp)
        pairs = (item.split("=") for item in raw.split(",") if item)
        return {convert(key_t, k): convert(value_t, v) for k, v in pairs}
    raise TypeError(f"unsupported {tp}")


FIELDS = {
    "retries": int,
    "ratio": float,
    "verbose": bool,
    "timeout": Optional[float],
    "mode": Literal["fast", "safe"],
    "hosts": List[str],
    "ports": list[int],
    "point": Tuple[int, int],
    "limits": Dict[str, int],
    "id": Union[int, str],
}


def main():
    raw = {
        "retries": "3", "ratio": "0.25", "verbose": "yes", "timeout": "",
        "mode": "safe", "hosts": "a,b,c", "ports": "80,443", "point": "3,4",
        "limits": "cpu=2,mem=512", "id": "abc",
    }
    for name, tp in FIELDS.items():
        value = convert(tp, raw[name])
        print(f"{name:8} {str(tp):32} {value!r}")
    for bad in [("mode", "turbo"), ("retries", "x")]:
        try:
            convert(FIELDS[bad[0]], bad[1])
        except ValueError as e:
            print("error:", e)


if __name__ == "__main__":
    main()
