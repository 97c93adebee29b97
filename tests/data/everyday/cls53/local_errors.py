"""A parser that defines its own error class inside the function that uses it."""


def parse_config(lines):
    class ConfigError(Exception):
        pass

    out = {}
    errors = []
    for n, line in enumerate(lines, 1):
        try:
            if "=" not in line:
                raise ConfigError(f"line {n}: missing '='")
            key, value = line.split("=", 1)
            out[key.strip()] = value.strip()
        except ConfigError as e:
            errors.append(str(e))
    return out, errors


def main():
    cfg, errs = parse_config(["a = 1", "oops", "b=two", ""])
    print(cfg)
    print(errs)
    return len(errs)
