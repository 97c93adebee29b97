"""Merge user profiles over shipped defaults with configparser, keeping the keys' case."""
import configparser
import io


class CaseKeepingParser(configparser.ConfigParser):
    def optionxform(self, optionstr):
        return optionstr


SHIPPED = io.StringIO("[ui]\nTheme = light\nFontSize = 12\n\n[net]\nProxy =\nTimeoutSeconds = 30\n")
USER = "[ui]\nTheme = dark\n[extra]\nnote = from user\n"


def main():
    merged = CaseKeepingParser()
    merged.read_file(SHIPPED)
    merged.read_string(USER)
    for name in merged.sections():
        print(name, dict(merged[name]))
    ui = merged["ui"]
    print(ui.pop("FontSize"), ui.pop("FontSize", "gone"), ui.setdefault("Accent", "blue"), ui.setdefault("Theme", "x"))
    ui.update({"Density": "compact"}, Rows="40")
    print(list(ui), len(ui), "Theme" in ui, "theme" in ui)
    try:
        ui.pop("missing")
    except KeyError as err:
        print("KeyError", err)
    merged.update({"net": {"Proxy": "http://proxy:3128"}})
    print(merged.items("net"), bool(merged["net"]["Proxy"]))
    raw = configparser.RawConfigParser()
    raw.add_section("nums")
    raw.set("nums", "n", 5)
    raw.set("nums", "ratio", 0.25)
    print(raw.get("nums", "n") + 1, raw.get("nums", "ratio"), raw.items("nums"))
    merged["ui"] = {"Theme": "solarized"}
    print(dict(merged["ui"]), [name for name in merged])
    try:
        merged.read_file(["[ui]\n", "Theme = again\n"], source="patch.ini")
        merged.read_file(["[ui]\n", "Theme = a\n", "Theme = b\n"], source="patch.ini")
    except configparser.DuplicateOptionError as err:
        print(err.section, err.option, err.source, err.lineno)
    out = io.StringIO()
    merged.write(out)
    print(out.getvalue().rstrip("\n"))


if __name__ == "__main__":
    main()
