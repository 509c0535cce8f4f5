#!/bin/sh
# A harness that answers the hello with something that is not JSON at all.
read -r line
printf 'HTTP/1.1 200 OK\r\n'
