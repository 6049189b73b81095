// A plugin whose message table is malformed (bad_messages.txt, line 3): the
// game refuses to be built and the host reports the file and line.
#include <stdexcept>

#include "djed/plugin_export.hpp"
#include "djed/resources.hpp"

namespace bad_messages {
djed::EmbeddedFiles embedded_resources();

class BadMessagesGame : public djed::Game {
 public:
  BadMessagesGame() {
    info_.id = "bad-messages";
    if (auto added = djed::add_embedded_files(info_, embedded_resources()); !added)
      throw std::runtime_error(added.message());
  }
  const djed::GameInfo& info() const noexcept override { return info_; }

 protected:
  djed::StatePtr make_initial_state(const std::string&) const override { return nullptr; }
  djed::Result<djed::StatePtr> make_state(const std::string&, std::string_view) const override {
    return djed::make_error("unused");
  }
  djed::BoardGeometry make_geometry(const std::string&) const override { return {}; }

 private:
  djed::GameInfo info_;
};
}  // namespace bad_messages

DJED_PLUGIN(bad_messages::BadMessagesGame)
