#!/usr/bin/env python3
"""Checks the report site (Conformance/site/) in a real headless browser.

Every page is loaded from file:// in Chromium (through chromedriver and Selenium), as a reader
would open it. The check fails when a page does not load or has no title, when a page refers
to anything outside the repository (the site must work offline, from file://), when a link
points at a file that does not exist or at an anchor its page does not have, and when an
implementation of REPORT.md's core table is missing from the index or has no page.

Usage: Scripts/check-report-site.py [SITE_DIR [REPORT_MD]]
       (defaults: Conformance/site and Conformance/REPORT.md; needs selenium, chromium and
       chromium-driver: Debian's packages chromium and chromium-driver)
"""
import os
import sys
import time
from pathlib import Path
from urllib.parse import unquote, urlsplit

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

ROOT = Path(__file__).resolve().parent.parent
CHROMEDRIVER = "/usr/bin/chromedriver"
CHROMIUM = "/usr/bin/chromium"

# One call per page: what the browser made of it.
PAGE_FACTS = """
return {
  ready: document.readyState,
  title: document.title,
  main: (document.querySelector('main') || {innerText: ''}).innerText.length,
  ids: Array.from(document.querySelectorAll('[id]'), e => e.id),
  links: Array.from(document.querySelectorAll('a[href]'), e => e.getAttribute('href')),
  resources: Array.from(document.querySelectorAll('link[href], script[src], img[src], iframe[src]'),
                        e => e.getAttribute('href') || e.getAttribute('src')),
  text: document.body.innerText,
};
"""


def implementations(report: Path) -> list[str]:
    """The implementation labels of REPORT.md's core table, in order."""
    names, inside = [], False
    for line in report.read_text(encoding="utf-8").splitlines():
        if line.startswith("| Implementation |"):
            inside = True
            continue
        if inside:
            if not line.startswith("|"):
                break
            cell = line.split("|")[1].strip()
            if cell and not cell.startswith("---"):
                names.append(cell.replace("\\|", "|"))
    return names


def external(reference: str) -> bool:
    parts = urlsplit(reference)
    return bool(parts.scheme and parts.scheme != "file") or reference.startswith("//")


def browser() -> webdriver.Chrome:
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--allow-file-access-from-files"):
        options.add_argument(argument)
    # The driver is Debian's, named by path, so Selenium never looks for one to download.
    return webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)


def main() -> int:
    site = Path(sys.argv[1] if len(sys.argv) > 1 else ROOT / "Conformance/site").resolve()
    report = Path(sys.argv[2] if len(sys.argv) > 2 else ROOT / "Conformance/REPORT.md").resolve()
    pages = sorted(site.glob("*.html"))
    if not pages:
        print(f"site: no pages in {site}", file=sys.stderr)
        return 1
    problems: list[str] = []
    facts: dict[Path, dict] = {}
    started = time.monotonic()
    driver = browser()
    try:
        print(f"site: {driver.capabilities.get('browserName')} {driver.capabilities.get('browserVersion')}, {len(pages)} pages")
        for page in pages:
            driver.get(page.as_uri())
            found = driver.execute_script(PAGE_FACTS)
            facts[page] = found
            name = page.name
            if found["ready"] != "complete":
                problems.append(f"{name}: did not finish loading ({found['ready']})")
            if not found["title"].strip() or found["main"] == 0:
                problems.append(f"{name}: no title or an empty <main>: the page did not render")
            for reference in found["resources"] + found["links"]:
                if external(reference):
                    problems.append(f"{name}: refers to {reference}, outside the repository")
    finally:
        driver.quit()

    checked = 0
    for page, found in facts.items():
        for reference in found["links"]:
            if external(reference):
                continue
            parts = urlsplit(reference)
            target = (page.parent / unquote(parts.path)).resolve() if parts.path else page
            checked += 1
            if not target.exists():
                problems.append(f"{page.name}: the link {reference} points at {target}, which does not exist")
            elif parts.fragment and target.suffix == ".html":
                ids = facts[target]["ids"] if target in facts else []
                if unquote(parts.fragment) not in ids:
                    problems.append(f"{page.name}: the link {reference} names an anchor {target.name} does not have")

    names = implementations(report)
    if not names:
        problems.append(f"{report.name}: no implementation in its core table")
    index = facts.get(site / "index.html")
    if index is None:
        problems.append("index.html: missing")
    else:
        for label in names:
            page = site / f"impl-{''.join(c if c.isascii() and (c.isalnum() or c in '._-') else '_' for c in label)}.html"
            if label not in index["text"]:
                problems.append(f"index.html: the implementation {label} of {report.name} does not appear")
            if page not in facts:
                problems.append(f"{label}: no page {page.name}")
            elif page.name not in [os.path.basename(urlsplit(link).path) for link in index["links"]]:
                problems.append(f"index.html: no link to {page.name}")

    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    seconds = time.monotonic() - started
    print(
        f"site: {len(facts)} pages loaded in a headless browser, {checked} internal links checked, "
        f"{len(names)} implementations, {len(problems)} problems, in {seconds:.0f} s"
    )
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
