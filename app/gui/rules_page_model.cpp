#include "rules_page_model.hpp"

namespace djed::gui {

void RulesPageModel::set_page(const std::string& page) {
  const auto before = sections_.size();
  beginResetModel();
  sections_ = djed::split_rules_page(page);
  endResetModel();
  if (before != sections_.size()) emit countChanged();
}

QVariantMap RulesPageModel::get(int row) const {
  QVariantMap out;
  const auto roles = roleNames();
  for (auto it = roles.begin(); it != roles.end(); ++it) out.insert(QString::fromUtf8(it.value()), data(index(row), it.key()));
  return out;
}

int RulesPageModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(sections_.size());
}

QVariant RulesPageModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= rowCount()) return {};
  const djed::RulesSection& part = sections_[static_cast<std::size_t>(index.row())];
  const bool board = part.kind == djed::RulesSection::Kind::kBoard;
  switch (role) {
    case KindRole: return board ? QStringLiteral("board") : QStringLiteral("text");
    case TextRole: return board ? QString() : QString::fromStdString(part.text);
    case VariantRole: return QString::fromStdString(part.variant);
    case PositionRole: return QString::fromStdString(part.position);
    case MarksRole: {
      QStringList marks;
      for (const std::string& m : part.marks) marks << QString::fromStdString(m);
      return marks;
    }
    default: return {};
  }
}

QHash<int, QByteArray> RulesPageModel::roleNames() const {
  return {{KindRole, "kind"}, {TextRole, "text"}, {VariantRole, "variant"}, {PositionRole, "position"}, {MarksRole, "marks"}};
}

}  // namespace djed::gui
