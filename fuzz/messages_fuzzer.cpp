// Message tables as a plugin carries them: refused with a line number, or
// every message renders (in English and in French, whose plurals differ)
// without a crash, whatever arguments it is given.
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "djed/translations.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto table = djed::parse_message_table(text);
  if (!table.ok()) {
    if (table.message().rfind("line ", 0) != 0) {
      std::fprintf(stderr, "a refusal that names no line: %s\n", table.message().c_str());
      std::abort();
    }
    return 0;
  }
  const std::vector<djed::Translation> tables{{"en", table.value(), ""}, {"fr", table.value(), ""}};
  for (const auto& [id, pattern] : table.value()) {
    const djed::Message nested = djed::Message::of(id, {djed::Message::number(1)});
    const djed::Message m = djed::Message::of(id, {djed::Message::number(0), djed::Message::plain("b4"), nested});
    (void)djed::render(tables, m, "en");
    (void)djed::render(tables, m, "fr");
  }
  return 0;
}
