from tools.web_fetch.trusted.effects import fetch_url


def main(shared: bool) -> str:
    folder = "public" if shared else "../private"
    return fetch_url("https://example.com/files/" + folder + "/index.html")
