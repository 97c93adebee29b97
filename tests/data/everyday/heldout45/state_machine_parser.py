def parse_csv_line(line, sep=","):
    fields, field, state = [], [], "start"
    for ch in line:
        match state, ch:
            case ("start" | "plain", c) if c == sep:
                fields.append("".join(field))
                field, state = [], "start"
            case ("start", '"'):
                state = "quoted"
            case ("start" | "plain", c):
                field.append(c)
                state = "plain"
            case ("quoted", '"'):
                state = "quote_in_quoted"
            case ("quoted", c):
                field.append(c)
            case ("quote_in_quoted", '"'):
                field.append('"')
                state = "quoted"
            case ("quote_in_quoted", c) if c == sep:
                fields.append("".join(field))
                field, state = [], "start"
            case ("quote_in_quoted", c):
                raise ValueError(f"unexpected {c!r} after closing quote")
    if state == "quoted":
        raise ValueError("unterminated quote")
    fields.append("".join(field))
    return fields


def main():
    lines = [
        'plain,fields,here',
        '"quoted, with comma",2,"say ""hi"""',
        ',,empty,',
        'a;b;"c;d"',
        '"broken',
        '"x"y,z',
    ]
    for line in lines:
        sep = ";" if ";" in line and "," not in line else ","
        try:
            fields = parse_csv_line(line, sep)
            print(f"{len(fields)} fields: {fields}")
        except ValueError as err:
            print(f"error in {line!r}: {err}")
    widths = [len(f) for f in parse_csv_line(lines[1])]
    return widths


if __name__ == "__main__":
    main()
