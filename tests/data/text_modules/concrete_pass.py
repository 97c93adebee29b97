import json
import re


def main() -> None:
    m = re.search(r"(?P<key>\w+)=(\d+)", "x: retries=3;")
    assert m is not None
    assert m.group("key") == "retries" and int(m.group(2)) == 3
    assert re.findall(r"\d+", "a1b22") == ["1", "22"]
    text = json.dumps({"b": [1, 2.5], "a": None}, sort_keys=True)
    assert text == '{"a": null, "b": [1, 2.5]}'
    assert json.loads(text)["b"][1] == 2.5
